// @ts-check
/**
 * Where browsers fetch lesson videos from when they live in S3: the video route answers with
 * a redirect to a presigned address of the object (src/server/services/lessons), so the
 * Content-Security-Policy's media-src must allow that origin. Read from the S3_* variables
 * the server reads, when next.config.js builds its headers — at build time: build with the
 * production S3 settings. The origin is the one the AWS SDK signs for: the bucket as a
 * subdomain of the endpoint (virtual-hosted style), or the endpoint itself with path-style
 * addressing, which the SDK also uses for a bucket name with dots. CommonJS: next.config.js
 * requires it.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]} no origin when the files are on disk (S3_BUCKET unset)
 */
function s3MediaOrigins(env) {
  const bucket = env.S3_BUCKET;
  if (!bucket) return [];
  const pathStyle = ['true', '1', 'yes', 'on'].includes(env.S3_FORCE_PATH_STYLE ?? '') || bucket.includes('.');
  const endpoint = new URL(env.S3_ENDPOINT || `https://s3.${env.S3_REGION || 'us-east-1'}.amazonaws.com`);
  return [pathStyle ? endpoint.origin : `${endpoint.protocol}//${bucket}.${endpoint.host}`];
}

module.exports = { s3MediaOrigins };
