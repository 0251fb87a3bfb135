// Shelly Pro 3EM readings from the Shelly Cloud control API for the plug-load submeters.
use std::collections::HashMap;

const SERVER: &str = "https://shelly-77-eu.shelly.cloud";
const AUTH_KEY: &str = "{{b64_64:shelly-cloud-auth-key}}";

#[tokio::main]
async fn main() -> Result<(), reqwest::Error> {
    let device = std::env::args().nth(2).unwrap_or_else(|| "3494546ef9a2".to_string());
    let mut form = HashMap::new();
    form.insert("id", device.as_str());
    form.insert("auth_key", AUTH_KEY);
    let body = reqwest::Client::new()
        .post(format!("{SERVER}/device/status"))
        .form(&form)
        .send()
        .await?
        .text()
        .await?;
    println!("{body}");
    Ok(())
}
