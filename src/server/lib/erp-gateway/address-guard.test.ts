import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isRefusedHost, resolveCheckedAddress } from './address-guard';

describe('isAllowedAddress', () => {
  it.each([
    ['169.254.169.254', false, false],
    ['169.254.1.1', false, false],
    ['100.100.100.200', false, false],
    ['0.0.0.0', true, false],
    ['::', true, false],
    ['fe80::1', true, false],
    ['fd00:ec2::254', true, false],
    ['::ffff:169.254.169.254', true, false],
    ['::ffff:a9fe:a9fe', true, false],
    ['127.0.0.1', false, false],
    ['127.8.9.10', false, false],
    ['::1', false, false],
    ['::ffff:127.0.0.1', false, false],
    ['127.0.0.1', true, true],
    ['::1', true, true],
    ['10.0.0.5', false, true],
    ['192.168.1.20', false, true],
    ['172.16.4.4', false, true],
    ['fd12:3456::1', false, true],
    ['203.0.113.7', false, true],
    ['2001:db8::7', false, true],
    ['not-an-ip', true, false],
  ])('%s with allowLoopback %s → allowed %s', (address, allowLoopback, allowed) => {
    expect(isAllowedAddress(address, allowLoopback)).toBe(allowed);
  });
});

describe('isRefusedHost', () => {
  it('refuses metadata names and refused literals without resolving', () => {
    expect(isRefusedHost('metadata.google.internal', true)).toBe(true);
    expect(isRefusedHost('169.254.169.254', true)).toBe(true);
    expect(isRefusedHost('127.0.0.1', false)).toBe(true);
    expect(isRefusedHost('erp.example.com', false)).toBe(false);
  });
});

describe('resolveCheckedAddress', () => {
  it('checks what a name resolves to: localhost is loopback', async () => {
    await expect(resolveCheckedAddress('localhost', false)).rejects.toMatchObject({ code: 'refused' });
    expect(await resolveCheckedAddress('localhost', true)).toMatchObject({ address: expect.stringMatching(/^(127\.|::1)/) });
  });

  it('answers unreachable for a name that does not resolve', async () => {
    await expect(resolveCheckedAddress('no-such-host.invalid', false)).rejects.toMatchObject({ code: 'unreachable' });
  });
});
