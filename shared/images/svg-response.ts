/**
 * An SVG answer in the API Gateway proxy shape (text). Kept apart from the PNG path so that
 * the SVG-only routes never load the rasterizer (their Lambda assets do not carry it).
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Drawing } from '../drawing/shapes';
import { toSvg } from '../drawing/svg';

export const imageHeaders = (contentType: string, fileName: string): Record<string, string> => ({
  'Content-Type': contentType,
  'Content-Disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]+/g, '-')}"`,
  'Cache-Control': 'private, max-age=0',
});

export const svgResult = (d: Drawing, size: number, fileBase: string): APIGatewayProxyResult => ({
  statusCode: 200,
  headers: imageHeaders('image/svg+xml', `${fileBase}.svg`),
  body: toSvg(d, size),
});
