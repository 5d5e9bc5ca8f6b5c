import { isUnderPrefix, matchPath, safeRedirectPath } from './router';

describe('matchPath', () => {
  it('matches literal and parameter segments', () => {
    expect(matchPath('/properties/list', '/properties/list')).toEqual({});
    expect(matchPath('/properties/view/:id', '/properties/view/abc-1')).toEqual({ id: 'abc-1' });
    expect(matchPath('/properties/view/{viewId}', '/properties/view/42/')).toEqual({ viewId: '42' });
    expect(matchPath('/files/*', '/files/a/b')).toEqual({ '*': 'a/b' });
  });

  it('refuses different lengths and literals', () => {
    expect(matchPath('/properties/view/:id', '/properties/view')).toBeNull();
    expect(matchPath('/properties/list', '/properties/list/extra')).toBeNull();
    expect(matchPath('/properties/list', '/parentorg/list')).toBeNull();
  });

  it('decodes parameters', () => {
    expect(matchPath('/x/:name', '/x/a%20b')).toEqual({ name: 'a b' });
  });
});

describe('prefixes and redirects', () => {
  it('treats a prefix as a whole segment', () => {
    expect(isUnderPrefix('/properties/list', '/properties')).toBe(true);
    expect(isUnderPrefix('/properties', '/properties/')).toBe(true);
    expect(isUnderPrefix('/propertiesX', '/properties')).toBe(false);
  });

  it('only allows same-origin paths as redirect targets', () => {
    expect(safeRedirectPath('/properties/list?x=1')).toBe('/properties/list?x=1');
    expect(safeRedirectPath('//evil.test')).toBeNull();
    expect(safeRedirectPath('https://evil.test')).toBeNull();
    expect(safeRedirectPath('/\\evil.test')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
