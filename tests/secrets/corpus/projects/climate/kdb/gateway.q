/ the realtime feed and the archive (archive listens with -u)
rt:hopen `:rt.cluster.example.org:6010
arc:hopen `:arc.cluster.example.org:6012:climatebot:{{password14:kdb-handle-password}}
