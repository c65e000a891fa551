import Head from 'next/head';

// No data function: Next prerenders it at build time, as the app's home (getStaticProps) is.
export default function Yardstick() {
  return (
    <main>
      <Head>
        <title>Yardstick</title>
      </Head>
      <h1>Yardstick</h1>
      <p>A bare Next.js page served by next start: the baseline the benchmark compares against.</p>
    </main>
  );
}
