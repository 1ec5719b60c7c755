/**
 * light-my-request (fastify's inject) requires the ESM-only `cookie` 2.x, which jest 30 on Node 20
 * cannot require. Tests only need the one function it uses.
 */
module.exports = {
  stringifySetCookie: (c) => `${c.name}=${encodeURIComponent(c.value)}`,
};
