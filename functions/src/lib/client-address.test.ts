import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientAddressSetting, resolveClientAddress, type ClientAddressSetting } from './client-address.js';

const request = (headers: Record<string, string | string[]>, socket = '169.254.8.129') =>
  ({ headers, socket: { remoteAddress: socket } }) as unknown as Pick<Request, 'headers' | 'socket'>;
const setting = (trustedHops: number, header: ClientAddressSetting['header'] = null): ClientAddressSetting => ({ trustedHops, header });
const resolve = (headers: Record<string, string | string[]>, chosen: ClientAddressSetting, socket?: string) =>
  resolveClientAddress(request(headers, socket), chosen);

describe('the client address setting', () => {
  it('trusts one hop (Google’s front end) unless the environment says how many, from 0 to 5', () => {
    expect(clientAddressSetting({})).toEqual({ trustedHops: 1, header: null });
    expect(clientAddressSetting({ TRUSTED_PROXY_HOPS: '0' }).trustedHops).toBe(0);
    expect(clientAddressSetting({ TRUSTED_PROXY_HOPS: ' 2 ' }).trustedHops).toBe(2);
    for (const wrong of ['', 'two', '-1', '1.5', '9']) expect(clientAddressSetting({ TRUSTED_PROXY_HOPS: wrong }).trustedHops).toBe(1);
  });

  it('takes only a platform header of the known list, and none where no hop is trusted', () => {
    expect(clientAddressSetting({ CLIENT_ADDRESS_HEADER: 'Fastly-Client-IP' }).header).toBe('fastly-client-ip');
    expect(clientAddressSetting({ CLIENT_ADDRESS_HEADER: 'x-real-ip' }).header).toBeNull();
    expect(clientAddressSetting({ CLIENT_ADDRESS_HEADER: 'x-fah-client-ip', TRUSTED_PROXY_HOPS: '0' }).header).toBeNull();
  });
});

describe('who the client is', () => {
  it('with no trusted hop (the local stack) is the socket’s peer, whatever the headers say', () => {
    const forged = { 'x-forwarded-for': '198.51.100.1', 'fastly-client-ip': '198.51.100.2', 'x-appengine-user-ip': '198.51.100.3' };
    expect(resolve(forged, setting(0), '127.0.0.1')).toEqual({ address: '127.0.0.1', source: 'socket' });
    expect(resolve(forged, { trustedHops: 0, header: 'fastly-client-ip' }, '::ffff:127.0.0.1')).toEqual({
      address: '127.0.0.1',
      source: 'socket',
    });
  });

  it('with one hop is the right-most entry, never what the client wrote before it', () => {
    expect(resolve({ 'x-forwarded-for': '198.51.100.9, 10.0.0.1, 49.36.10.20' }, setting(1))).toEqual({
      address: '49.36.10.20',
      source: 'forwarded-for',
    });
  });

  it('with two hops (Hosting’s edge after the caller) is the entry before the right-most', () => {
    expect(resolve({ 'x-forwarded-for': '198.51.100.9, 49.36.10.20, 35.191.10.20' }, setting(2)).address).toBe('49.36.10.20');
    // Several X-Forwarded-For headers are one list.
    expect(resolve({ 'x-forwarded-for': ['198.51.100.9', '49.36.10.20, 35.191.10.20'] }, setting(2)).address).toBe('49.36.10.20');
  });

  it('with more hops than entries is the left-most entry, which the first proxy wrote; without any, the socket', () => {
    expect(resolve({ 'x-forwarded-for': '49.36.10.20' }, setting(3)).address).toBe('49.36.10.20');
    expect(resolve({}, setting(1), '169.254.8.129')).toEqual({ address: '169.254.8.129', source: 'socket' });
  });

  it('passes over an entry that is not an address for the nearer one', () => {
    expect(resolve({ 'x-forwarded-for': 'evil, 49.36.10.20' }, setting(2)).address).toBe('49.36.10.20');
    expect(resolve({ 'x-forwarded-for': '2401:4900:1c2a::7' }, setting(1)).address).toBe('2401:4900:1c2a::7');
  });

  it('prefers the measured platform header, and only it, when it holds one address', () => {
    const headers = {
      'x-forwarded-for': '49.36.10.20, 35.191.10.20',
      'fastly-client-ip': '49.36.10.20',
      'x-fah-client-ip': '198.51.100.7',
    };
    expect(resolve(headers, setting(1, 'fastly-client-ip'))).toEqual({ address: '49.36.10.20', source: 'fastly-client-ip' });
    // Not measured: a header the client may have written is never read.
    expect(resolve(headers, setting(1))).toEqual({ address: '35.191.10.20', source: 'forwarded-for' });
    // Missing, repeated or not an address: the hops decide.
    expect(resolve({ ...headers, 'fastly-client-ip': 'nonsense' }, setting(1, 'fastly-client-ip')).source).toBe('forwarded-for');
    expect(resolve({ ...headers, 'fastly-client-ip': ['1.2.3.4', '5.6.7.8'] }, setting(1, 'fastly-client-ip')).source).toBe(
      'forwarded-for',
    );
  });
});
