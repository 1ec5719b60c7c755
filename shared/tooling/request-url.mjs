/**
 * A request's target as a URL of this server, whatever the client sent. `new URL(req.url, base)` reads
 * `//x/y` as another host and throws on `//`: one such request would bring the whole server down.
 * Here the target is always a path of this origin (`//` stays the path `//`, which no file matches).
 */
export function requestUrl(req) {
  const target = req.url ?? '/';
  try {
    return new URL(`http://static${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    return new URL('http://static/');
  }
}
