# Upload dates and view counts for the live recordings, YouTube Data API v3
using HTTP, JSON3, CSV, DataFrames

const YT_KEY = "{{google_api_key:youtube-api-key}}"

function video_meta(id::AbstractString)
    url = "https://www.googleapis.com/youtube/v3/videos?part=snippet,statistics&id=$(id)&key=$(YT_KEY)"
    r = HTTP.get(url; readtimeout = 30)
    JSON3.read(r.body)
end

ids = CSV.read("data/live_recordings.csv", DataFrame).youtube_id   # e.g. dQw4w9WgXcQ
meta = [video_meta(i) for i in ids]
