//! MQTT -> InfluxDB line protocol for the MultiGAS nodes.
use rumqttc::{AsyncClient, MqttOptions, QoS};
use std::time::Duration;

const INFLUX_WRITE: &str = "https://influx.fulmar.example.edu/api/v2/write?org=volc-obs&bucket=multigas";

#[tokio::main]
async fn main() {
    let mut opts = MqttOptions::new("gas-ingest", "mqtt.fulmar.example.edu", 8883);
    opts.set_keep_alive(Duration::from_secs(30));
    opts.set_credentials("ingest", "{{password:mqtt-password}}");
    let influx_token = std::env::var("INFLUX_TOKEN").expect("INFLUX_TOKEN");
    let (client, mut eventloop) = AsyncClient::new(opts, 64);
    client.subscribe("volc/+/multigas/#", QoS::AtLeastOnce).await.unwrap();
    let http = reqwest::Client::new();
    while let Ok(event) = eventloop.poll().await {
        if let rumqttc::Event::Incoming(rumqttc::Packet::Publish(p)) = event {
            let line = String::from_utf8_lossy(&p.payload).to_string();
            let _ = http
                .post(INFLUX_WRITE)
                .header("Authorization", format!("Token {influx_token}"))
                .body(line)
                .send()
                .await;
        }
    }
}
