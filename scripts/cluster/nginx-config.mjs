// @ts-check
/**
 * The balancer's nginx.conf: deploy/nginx.conf's proxying (least_conn, the forwarded
 * headers the apps trust with TRUST_PROXY=true, a failed instance skipped, the chat's
 * streams unbuffered) on a loopback port, with every file nginx writes (pid, logs, temp
 * folders) in this run's own folder, and in the foreground so the test owns its process.
 *
 * @param {{ port: number, upstreams: string[], dir: string }} options
 */
export function nginxConfig({ port, upstreams, dir }) {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
    worker_connections 4096;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client-body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

    upstream learnhub {
        least_conn;
${upstreams.map((address) => `        server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
        keepalive 32;
        keepalive_timeout 60s;
    }

    server {
        listen 127.0.0.1:${port};
        server_name _;
        client_max_body_size 2m;

        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-Host $http_host;
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries 3;
        proxy_connect_timeout 5s;

        location / {
            proxy_pass http://learnhub;
        }

        # The chat's push streams, /api/chat/stream and /api/admin/chat/stream (and the rest
        # of the chat API): every event goes out as it is written.
        location ~ ^/api/(admin/)?chat/ {
            proxy_pass http://learnhub;
            proxy_buffering off;
            proxy_cache off;
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
        }
    }
}
`;
}
