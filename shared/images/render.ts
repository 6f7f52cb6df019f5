/**
 * The image routes' answer: a drawing as SVG text or PNG bytes, in the API Gateway proxy
 * shape (PNG base64 with isBase64Encoded, as the PDF route; SVG as text).
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Drawing } from '../drawing/shapes';
import { toPng } from '../drawing/png';
import { toSvg } from '../drawing/svg';
import type { ImageFormat } from './request';

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { svg: 'image/svg+xml', png: 'image/png' };

export function imageResult(d: Drawing, format: ImageFormat, size: number, fileBase: string): APIGatewayProxyResult {
  const headers = {
    'Content-Type': CONTENT_TYPES[format],
    'Content-Disposition': `inline; filename="${fileBase.replace(/[^A-Za-z0-9._-]+/g, '-')}.${format}"`,
    'Cache-Control': 'private, max-age=0',
  };
  if (format === 'png') return { statusCode: 200, headers, body: toPng(d, size).toString('base64'), isBase64Encoded: true };
  return { statusCode: 200, headers, body: toSvg(d, size) };
}
