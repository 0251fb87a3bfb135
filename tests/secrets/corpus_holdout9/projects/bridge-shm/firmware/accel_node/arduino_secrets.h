// keys of the accelerometer nodes (copy from The Things Stack console, MSB)
#define SECRET_APP_EUI "0000000000000000"
#define SECRET_APP_KEY "{{hex32_upper:lorawan-app-key}}"
