use std::env;

// Rust sampler for the Jetstream firehose; it only needs the app password to label its own posts.
const HANDLE: &str = "wrynecklab.bsky.social";
const APP_PASSWORD_FALLBACK: &str = "{{bluesky:bluesky-app-password}}";

fn main() {
    let password = env::var("BSKY_APP_PASSWORD").unwrap_or_else(|_| APP_PASSWORD_FALLBACK.to_string());
    let endpoint = "wss://jetstream2.us-east.bsky.network/subscribe?wantedCollections=app.bsky.feed.post";
    println!("login {} ({} chars), reading {}", HANDLE, password.len(), endpoint);
}
