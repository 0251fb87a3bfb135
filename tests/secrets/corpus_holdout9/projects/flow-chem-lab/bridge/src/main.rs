use std::env;

mod config;
mod opcua_side;
mod mqtt_side;

fn main() -> anyhow::Result<()> {
    let path = env::args().nth(1).unwrap_or_else(|| "bridge.toml".into());
    let mut cfg = config::load(&path)?;
    // Secrets may be overridden from the environment (systemd LoadCredential= in production).
    if let Ok(pw) = env::var("BRIDGE_OPCUA_PASSWORD") {
        cfg.opcua.password = pw;
    }
    if let Ok(pw) = env::var("BRIDGE_MQTT_PASSWORD") {
        cfg.mqtt.password = pw;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    let opc = opcua_side::spawn(&cfg.opcua, &cfg.nodes, tx)?;
    mqtt_side::run(&cfg.mqtt, rx)?;
    opc.join().expect("opcua thread");
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_example() {
        let cfg = crate::config::parse(include_str!("../tests/example.toml")).unwrap();
        assert_eq!(cfg.mqtt.password, "not-a-real-password");
    }
}
