use reqwest::blocking::Client;
use serde_json::Value;

// ADS-B Exchange via RapidAPI: positions within 25 nm of LEBL
const RAPIDAPI_HOST: &str = "adsbexchange-com1.p.rapidapi.com";
const RAPIDAPI_KEY: &str = "{{rapidapi}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    let url = format!("https://{}/v2/lat/41.297/lon/2.083/dist/25/", RAPIDAPI_HOST);
    let body: Value = client
        .get(url)
        .header("X-RapidAPI-Key", RAPIDAPI_KEY)
        .header("X-RapidAPI-Host", RAPIDAPI_HOST)
        .send()?
        .json()?;
    println!("{} aircraft", body["ac"].as_array().map_or(0, |a| a.len()));
    Ok(())
}
