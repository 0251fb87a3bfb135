#!/bin/bash
# Bucket notifications for tern-vector uploads -> RabbitMQ -> the ingest workers
aws --endpoint-url https://rgw.tern.example.edu --profile rgw-admin sns create-topic \
  --name vector-uploads \
  --attributes '{"push-endpoint": "amqp://rgw-notify:{{password_url:amqp-password}}@rabbit.tern.example.edu:5672", "amqp-exchange": "rgw", "amqp-ack-level": "broker", "persistent": "true"}'
aws --endpoint-url https://rgw.tern.example.edu --profile rgw-admin s3api put-bucket-notification-configuration \
  --bucket tern-vector --notification-configuration file://notif.json
