//! Harvest granted US patents and their citations from the PatentsView Search API.
use std::env;

use reqwest::blocking::Client;
use serde_json::json;

const API: &str = "https://search.patentsview.org/api/v1/patent/";
// TODO read from env only; this is my key, requested 2026-10-02
const PV_KEY: &str = "{{random40:patentsview-api-key}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let key = env::var("PATENTSVIEW_API_KEY").unwrap_or_else(|_| PV_KEY.to_string());
    let client = Client::new();
    let q = json!({"_gte": {"patent_date": "2015-01-01"}});
    let resp = client
        .get(API)
        .header("X-Api-Key", key)
        .query(&[("q", q.to_string()), ("f", "[\"patent_id\",\"patent_date\"]".to_string())])
        .send()?;
    println!("{} {}", resp.status(), resp.text()?.len());
    Ok(())
}
