/**
 * A generated cover as covers were drawn before they lost their text (a file kept from that build,
 * with most grid lines left out): the title in a text element of tspans, the excerpt and the site
 * name. Posts published then still point at files like it.
 */
export const COVER_WITH_TEXT = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="Cover illustration for &quot;Markup Renderer Audit Post&quot;: the title on a indigo to cyan gradient">',
  '<title>Cover illustration for &quot;Markup Renderer Audit Post&quot;: the title on a indigo to cyan gradient</title>',
  '<defs><linearGradient id="cover-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#0e7490"/></linearGradient></defs>',
  '<rect width="1200" height="630" fill="url(#cover-gradient)"/>',
  '<line x1="720" y1="0" x2="720" y2="630" stroke="#ffffff" stroke-opacity="0.18" fill="none" stroke-width="3"/>',
  '<line x1="720" y1="60" x2="1200" y2="60" stroke="#ffffff" stroke-opacity="0.18" fill="none" stroke-width="3"/>',
  '<text font-family="Inter, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff"><tspan x="80" y="212">Markup Renderer Audit</tspan><tspan x="80" y="288">Post</tspan></text>',
  '<text x="80" y="384" font-family="Inter, Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">An audit post to check the light markup renderer.</text>',
  '<text x="80" y="580" font-family="Inter, Arial, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.7">AI Navigator</text>',
  '</svg>',
].join('');
