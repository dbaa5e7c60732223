import { describe, expect, it } from 'vitest';
import { loadConfig, tileOrigin } from '../src/config';

describe('configuration', () => {
  it('has defaults that need no other service', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3333);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FILE_STORE).toBe('disk');
    expect(config.GOVERNMENT_APPROVAL).toBe('admin');
    expect(config.PUBLIC_URL).toBe('http://localhost:3333');
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('reads and normalises the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://drones.example.org/',
      DATABASE_URL: 'postgres://app@db:5432/drones',
      FILE_STORE: 'postgres',
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe('https://drones.example.org');
    expect(config.DATABASE_URL).toBe('postgres://app@db:5432/drones');
    expect(config.FILE_STORE).toBe('postgres');
  });

  it('raises rate limits only upwards', () => {
    expect(loadConfig({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '50' }).RATE_LIMIT_MULTIPLIER).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: '0' })).toThrow(/RATE_LIMIT_MULTIPLIER/);
    expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: '0.5' })).toThrow(/RATE_LIMIT_MULTIPLIER/);
  });

  it('keeps 500 MB, 300 files and 20 ANAC forms per account unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      FILE_QUOTA_MB: 500,
      FILE_QUOTA_FILES: 300,
      DRIVER_FORM_QUOTA: 20,
    });
    expect(loadConfig({ FILE_QUOTA_MB: '0.5', FILE_QUOTA_FILES: '3' })).toMatchObject({
      FILE_QUOTA_MB: 0.5,
      FILE_QUOTA_FILES: 3,
    });
    expect(() => loadConfig({ FILE_QUOTA_MB: '0' })).toThrow(/FILE_QUOTA_MB/);
    expect(() => loadConfig({ DRIVER_FORM_QUOTA: '1.5' })).toThrow(/DRIVER_FORM_QUOTA/);
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Configuração inválida: PORT/);
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes the map tiles from OpenStreetMap unless told otherwise, and refuses a bad template', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const own = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: own }).MAP_TILE_URL).toBe(own);
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/a.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it("allows the tile server's origin, subdomains as a wildcard", () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org:8443',
    );
  });
});
