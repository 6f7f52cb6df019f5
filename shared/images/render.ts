/**
 * The image routes' answer: a drawing as SVG text or PNG bytes, in the API Gateway proxy
 * shape (PNG base64 with isBase64Encoded, as the PDF route; SVG as text).
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Drawing } from '../drawing/shapes';
import { toPngAsync } from '../drawing/png';
import type { ImageFormat } from './request';
import { imageHeaders, svgResult } from './svg-response';

/** The PNG is rasterized off the event loop (`toPngAsync`). */
export async function imageResult(d: Drawing, format: ImageFormat, size: number, fileBase: string): Promise<APIGatewayProxyResult> {
  if (format === 'svg') return svgResult(d, size, fileBase);
  return { statusCode: 200, headers: imageHeaders('image/png', `${fileBase}.png`), body: (await toPngAsync(d, size)).toString('base64'), isBase64Encoded: true };
}
