// LoRaWAN OTAA keys for soil-node-017 (The Things Stack, EU868)
// JoinEUI and DevEUI identify the device; the AppKey is the device's root key.
#pragma once
static const char *joinEui = "70B3D57ED0069A3F";
static const char *devEui  = "70B3D57ED0069B11";
static const char *appKey  = "{{hex32_upper:lorawan-app-key}}";
