cd ~/projects/power-duration
curl -X POST https://www.strava.com/oauth/token -F client_id=128734 -F client_secret={{hex40:strava-client-secret}} -F code=9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c -F grant_type=authorization_code
curl -u API_KEY:"$INTERVALS_API_KEY" https://intervals.icu/api/v1/athlete/i204518/wellness
streamlit run dashboard/app.py --server.port 8502
cargo run --release -- --since 2025-06-01
Rscript R/cp_model.R
