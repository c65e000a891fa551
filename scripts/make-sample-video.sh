#!/usr/bin/env bash
# Makes the demo course's sample lesson video (src/server/db/seed/media/sample-lesson.mp4;
# its captions sit beside it), so lessons play offline with no third-party media. Needs
# ffmpeg (Debian: apt-get install ffmpeg). The output is committed; run this only to change
# it. The seed stores it like an upload and reads its length from the file itself.
set -euo pipefail
cd "$(dirname "$0")/.."

out=src/server/db/seed/media/sample-lesson.mp4
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
seconds=20

# Three slides over an animated background, with a soft tone as the soundtrack.
slide() { # start end text
  echo "drawtext=fontfile=${font}:text='$3':fontsize=30:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2:enable='between(t,$1,$2)'"
}
filters="$(slide 0 6.9 'LearnHub · Sample lesson'),$(slide 7 13.9 'Watch · Practise · Take the exam'),$(slide 14 20 'Học · Luyện tập · Thi')"
filters="${filters},drawtext=fontfile=${font}:text='%{eif\:t\:d}s':fontsize=18:fontcolor=white@0.8:x=w-tw-16:y=h-th-12"

ffmpeg -y -loglevel error \
  -f lavfi -i "gradients=s=640x360:c0=0x1f5eff:c1=0x0b1f66:speed=0.02:duration=${seconds}:rate=24" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=${seconds}" \
  -filter_complex "[0:v]${filters}[v];[1:a]volume=0.08,afade=t=in:d=1,afade=t=out:st=$((seconds - 1)):d=1[a]" \
  -map '[v]' -map '[a]' \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 30 -preset veryslow \
  -c:a aac -b:a 48k -movflags +faststart "$out"

echo "wrote $out ($(stat -c %s "$out") bytes)"
