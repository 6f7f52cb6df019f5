import { describe, expect, it } from 'vitest';
import { createRouter } from '#shared/http/router';
import type { HttpMethod } from '#shared/routes';
import { ROUTES } from '#shared/routes';

const r = (method: HttpMethod, path: string) => ({ method, path, name: `${method} ${path}` });

describe('router', () => {
  const routes = [r('GET', '/transits/{id}'), r('GET', '/transits/today'), r('POST', '/transits'), r('GET', '/horoscope/{sign}'), r('DELETE', '/transits/{id}')];
  const router = createRouter(routes);

  it('gives literal segments precedence over parameters, whatever the table order', () => {
    expect(router.match('GET', '/transits/today')).toEqual({ kind: 'found', route: routes[1], params: {} });
    expect(router.match('GET', '/transits/abc')).toEqual({ kind: 'found', route: routes[0], params: { id: 'abc' } });
  });

  it('decodes parameters and ignores trailing slashes', () => {
    expect(router.match('GET', '/horoscope/Le%6F/')).toMatchObject({ kind: 'found', params: { sign: 'Leo' } });
  });

  it('answers 405 with the allowed methods of the resource, 404 for unknown paths', () => {
    expect(router.match('POST', '/transits/abc')).toEqual({ kind: 'method-not-allowed', allow: ['DELETE', 'GET'] });
    expect(router.match('POST', '/transits/today')).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
    expect(router.match('GET', '/nope')).toEqual({ kind: 'not-found' });
    expect(router.match('GET', '/transits/a/b')).toEqual({ kind: 'not-found' });
  });

  it('routes every entry of the real route table to itself', () => {
    const real = createRouter(ROUTES);
    for (const route of ROUTES) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(real.match(route.method, path)).toMatchObject({ kind: 'found', route });
    }
    const names = ROUTES.map((x) => x.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
