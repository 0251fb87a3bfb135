balena login --token $(cat ~/.balena/token)
balena fleet puffin/bee-recorders
balena push puffin/bee-recorders
balena env add MQTT_PASSWORD {{password14:mqtt-password}} --fleet puffin/bee-recorders
particle list
particle call e00fce68b7a9d21c4f3e0a15 record 30
mosquitto_pub -h mqtt.puffin.example.edu -p 8883 --cafile /etc/ssl/certs/ca-certificates.crt -u recorder -P '{{password14:mqtt-password}}' -t bees/test -m hello
mosquitto_passwd -c mosquitto/passwd recorder
sha256sum models/buzz_cnn_v4.onnx
sbatch jobs/train_buzz_cnn.sbatch
