/** What the authorization provider handed back in the callback URL (operator-area.md section 5). */
export type OAuthResult = { kind: 'authorized'; code: string } | { kind: 'failed'; message: string };

export const readOAuthResult = (params: URLSearchParams): OAuthResult => {
  const code = params.get('code');
  if (code) return { kind: 'authorized', code };
  const error = params.get('error');
  if (error) {
    const description = params.get('error_description');
    return { kind: 'failed', message: `${error}: ${description || 'Authorization failed'}` };
  }
  return { kind: 'failed', message: 'No authorization code or error found in URL' };
};
