// First-load JS/CSS of the public pages on a running server, with the bench's own measure.
import { measureFirstLoad } from './scripts/bench/first-load.mjs';
const base = process.argv[2];
const pages = ['/', '/vi', '/courses', '/vi/courses', '/courses/modern-react-with-nextjs', '/vi/courses/modern-react-with-nextjs',
  '/posts', '/posts/git-in-20-minutes-the-commands-you-will-actually-use', '/source-codes', '/source-codes/rest-api-starter-express-postgresql',
  '/account', '/account/lingualeap-premium', '/our-works', '/contact', '/about-us', '/authen/sign-in', '/quiz/1', '/my-course'];
const cache = new Map();
for (const path of pages) {
  await measureFirstLoad(base + path, cache); // the first request may be the build's copy
  const page = await measureFirstLoad(base + path, cache);
  console.log(`${path.padEnd(64)} ${page.status} JS ${(page.js.gzipBytes / 1000).toFixed(1)} kB  CSS ${(page.css.gzipBytes / 1000).toFixed(1)} kB  ${page.css.files.map((f) => f.url.split('/').pop()).join(',').includes('antd-admin') ? 'ADMIN CSS!' : ''}`);
}
