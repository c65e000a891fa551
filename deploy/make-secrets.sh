#!/bin/sh
# Writes compose.yaml's env files (deploy/app.env, deploy/postgres.env, deploy/minio.env) from their
# .example files with fresh random secrets, the shared ones identical where two files name them (the
# database password, the apps' S3 key pair). An existing file is never overwritten: its secrets may
# already sign sessions and encrypt stock. Needs openssl.
set -eu
cd "$(dirname "$0")"

for file in app.env postgres.env minio.env; do
  if [ -e "$file" ]; then
    echo "deploy/$file exists: left as it is (delete the three files to make new secrets)." >&2
    exit 1
  fi
done

# Hex: safe inside a URL (DATABASE_URL) and in every env-file parser.
postgres_password=$(openssl rand -hex 24)
minio_root_password=$(openssl rand -hex 24)
s3_secret=$(openssl rand -hex 24)
auth_secret=$(openssl rand -base64 48 | tr -d '\n')
stock_key=$(openssl rand -base64 32)
metrics_token=$(openssl rand -hex 32)

umask 077
sed -e "s|^AUTH_SECRET=.*|AUTH_SECRET=$auth_secret|" \
    -e "s|^STOCK_ENCRYPTION_KEY=.*|STOCK_ENCRYPTION_KEY=$stock_key|" \
    -e "s|^METRICS_TOKEN=.*|METRICS_TOKEN=$metrics_token|" \
    -e "s|^DATABASE_URL=postgres://learnhub:CHANGE-ME@|DATABASE_URL=postgres://learnhub:$postgres_password@|" \
    -e "s|^S3_SECRET_ACCESS_KEY=.*|S3_SECRET_ACCESS_KEY=$s3_secret|" \
    app.env.example >app.env
sed -e "s|^POSTGRES_PASSWORD=.*|POSTGRES_PASSWORD=$postgres_password|" postgres.env.example >postgres.env
sed -e "s|^MINIO_ROOT_PASSWORD=.*|MINIO_ROOT_PASSWORD=$minio_root_password|" \
    -e "s|^S3_SECRET_ACCESS_KEY=.*|S3_SECRET_ACCESS_KEY=$s3_secret|" \
    minio.env.example >minio.env
echo "Wrote deploy/app.env, deploy/postgres.env and deploy/minio.env (readable by you only). Set APP_URL in deploy/app.env."
