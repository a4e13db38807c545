import { describe, expect, it } from 'vitest';
import { withSiteSettings } from './site-settings-snapshot';

const html = '<html><head><title>Chemistry Classes</title></head><body></body></html>';

describe('withSiteSettings', () => {
  it('puts the settings in a JSON data block after the title, and the site name in the title', () => {
    const out = withSiteSettings(html, JSON.stringify({ siteName: 'Sharma Chemistry', phone: '+91 98765 43210' }));
    expect(out).toContain('<title>Sharma Chemistry</title>');
    const block = /<script type="application\/json" id="site-settings">(.*?)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(block ?? '')).toEqual({ siteName: 'Sharma Chemistry', phone: '+91 98765 43210' });
  });

  it('cannot be broken out of by what the teacher typed', () => {
    const out = withSiteSettings(html, JSON.stringify({ siteName: 'A </script><script>alert(1)</script> & <b>', tagline: '<!--' }));
    expect(out).toContain('<title>A &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</title>');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).not.toContain('<!--');
    const block = /id="site-settings">(.*?)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(block ?? '').siteName).toBe('A </script><script>alert(1)</script> & <b>');
  });

  it('refuses a snapshot without a site name rather than baking a broken page', () => {
    expect(() => withSiteSettings(html, '{"phone":"1"}')).toThrow('with a siteName');
  });
});
