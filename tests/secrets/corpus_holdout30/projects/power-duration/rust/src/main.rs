//! Pull workouts from the Wahoo Cloud API for riders who linked their ELEMNT.
use reqwest::blocking::Client;
use serde::Deserialize;

const WAHOO_CLIENT_ID: &str = "Xw3v9bQ2nT7kP4mZ8cR1yL6dF0sH5jA2";
const WAHOO_CLIENT_SECRET: &str = "{{b64url43:wahoo-client-secret}}";
const TOKEN_URL: &str = "https://api.wahooligan.com/oauth/token";

#[derive(Deserialize)]
struct Token { access_token: String, refresh_token: String }

fn refresh(client: &Client, refresh_token: &str) -> reqwest::Result<Token> {
    client.post(TOKEN_URL)
        .form(&[("client_id", WAHOO_CLIENT_ID), ("client_secret", WAHOO_CLIENT_SECRET),
                ("grant_type", "refresh_token"), ("refresh_token", refresh_token)])
        .send()?.json()
}

fn main() {
    let client = Client::new();
    let _ = refresh(&client, &std::env::var("WAHOO_REFRESH_TOKEN").unwrap());
}
