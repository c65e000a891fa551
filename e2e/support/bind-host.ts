/**
 * The address the test servers listen on: every interface, not 127.0.0.1. Next 16 mistakes
 * its proxy's rewrites (a list page with a search, src/proxy.ts) for external ones when the
 * server is started with a loopback address (`-H 127.0.0.1`, HOSTNAME=127.0.0.1): it
 * normalises the rewrite's host to `localhost`, compares it with the literal 127.0.0.1, and
 * then proxies the request over HTTP to itself (vercel/next.js#94745). A search page then
 * costs two requests, and fails with 500 once the server stops accepting connections at
 * shutdown. The tests still call 127.0.0.1, which the wildcard includes.
 */
export const SERVER_BIND_HOST = '0.0.0.0';
