import { describe, expect, it } from 'vitest';
import { readUrlState, withUrlState } from '../../src/board/url-state.ts';

const none = { department: '', location: '', type: '', q: '' };

describe('URL state', () => {
  it('reads the svc_ parameters and nothing else', () => {
    expect(
      readUrlState(
        'https://acme.test/careers?utm_source=x&svc_department=Engineering&svc_q=firm%20ware&svc_type=contract&svc_location=Berlin%2C%20Germany#top',
      ),
    ).toEqual({
      department: 'Engineering',
      q: 'firm ware',
      type: 'contract',
      location: 'Berlin, Germany',
    });
    expect(readUrlState('https://acme.test/careers?q=x&svc_q=')).toEqual({ department: '', location: '', type: '', q: '' });
  });

  it('writes the state and keeps every other parameter and the hash byte for byte', () => {
    const href = 'https://acme.test/careers?utm_source=news%20letter&flag&a=b+c#openings';
    expect(withUrlState(href, { ...none, department: 'R&D', q: 'senior firmware' })).toBe(
      'https://acme.test/careers?utm_source=news%20letter&flag&a=b+c&svc_department=R%26D&svc_q=senior%20firmware#openings',
    );
  });

  it('replaces old values and leaves unset ones out', () => {
    const href = 'https://acme.test/careers?svc_q=old&x=1&svc_department=Sales';
    expect(withUrlState(href, { ...none, q: 'new' })).toBe('https://acme.test/careers?x=1&svc_q=new');
    expect(withUrlState(href, none)).toBe('https://acme.test/careers?x=1');
    expect(withUrlState('https://acme.test/careers#h', none)).toBe('https://acme.test/careers#h');
  });

  it('round-trips what it writes', () => {
    const state = { department: 'Engineering & Research', location: 'São Paulo, Brazil', type: 'part_time', q: '100% remote' };
    expect(readUrlState(withUrlState('https://acme.test/?a=1', state))).toEqual(state);
  });
});
