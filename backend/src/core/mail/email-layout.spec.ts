import { describe, expect, it } from '@jest/globals';
import { renderEmail } from './email-layout.js';

const content = {
  subject: 'This week in AI tools',
  preheader: 'Four tools worth your time',
  heading: 'Your weekly round-up',
  body: '## Picked for you\n\n- **Notion AI**: notes that *write back*\n- Zapier <script>alert(1)</script>\n\nHave a good week & see you Monday.',
  action: { label: 'Open the directory', url: 'https://ai-navigator.example/tools?a=1&b=2' },
  reason: 'You get this email because you subscribed on our site.',
  footerLinks: [
    { label: 'Manage preferences', url: 'https://ai-navigator.example/subscribe/preferences?email=a%40b.c&token=t' },
    { label: 'Unsubscribe', url: '{{unsubscribe_url}}', htmlUrl: '{{unsubscribe_url_html}}' },
  ],
};

describe('renderEmail', () => {
  const { html, text } = renderEmail(content);

  it('lays the mail out 600 px wide with no image at all', () => {
    expect(html).toContain('width="600"');
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<img|background-image|url\(/i);
  });

  it('renders the light markup as HTML and escapes everything else', () => {
    expect(html).toContain('<h2');
    expect(html).toContain('<li style="margin:0 0 8px;"><strong>Notion AI</strong>: notes that <em>write back</em></li>');
    expect(html).toContain('Zapier &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Have a good week &amp; see you Monday.');
    expect(html).toContain('href="https://ai-navigator.example/tools?a=1&amp;b=2"');
  });

  it('uses a given HTML form of a link as is (a placeholder filled per recipient)', () => {
    expect(html).toContain('href="{{unsubscribe_url_html}}"');
    expect(text).toContain('Unsubscribe: {{unsubscribe_url}}');
  });

  it('has a plain-text part with the same words and every link written out', () => {
    expect(text).toBe(
      [
        'Your weekly round-up',
        '',
        'Picked for you\n==============',
        '',
        '- Notion AI: notes that write back\n- Zapier <script>alert(1)</script>',
        '',
        'Have a good week & see you Monday.',
        '',
        'Open the directory: https://ai-navigator.example/tools?a=1&b=2',
        '',
        '--',
        'Manage preferences: https://ai-navigator.example/subscribe/preferences?email=a%40b.c&token=t',
        'Unsubscribe: {{unsubscribe_url}}',
        'AI Navigator · You get this email because you subscribed on our site.',
      ].join('\n'),
    );
  });

  it('hides the preheader in the body and titles the document with the subject', () => {
    expect(html).toContain('<title>This week in AI tools</title>');
    expect(html).toMatch(/<div style="display:none;[^"]*">Four tools worth your time<\/div>/);
  });
});
