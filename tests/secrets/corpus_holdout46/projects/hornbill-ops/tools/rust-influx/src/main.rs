use reqwest::blocking::Client;

// writes node GPU temperatures to InfluxDB v2 (line protocol)
const INFLUX_URL: &str = "https://influx.hornbill.example.net:8086/api/v2/write?org=hornbill&bucket=nodes&precision=s";
const INFLUX_TOKEN: &str = "{{influx_token}}";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let body = "gpu_temp,host=gpu-h07,gpu=0 value=61i 1741700000";
    let resp = Client::new()
        .post(INFLUX_URL)
        .header("Authorization", format!("Token {}", INFLUX_TOKEN))
        .body(body)
        .send()?;
    println!("{}", resp.status());
    Ok(())
}
