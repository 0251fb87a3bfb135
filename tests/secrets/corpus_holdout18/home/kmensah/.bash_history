cd /projects/cold-chain
export DHIS2_BASE=https://dhis2.moh-partner.example.org
curl -H "Authorization: ApiToken {{dhis2}}" "$DHIS2_BASE/api/dataValueSets?dataSet=VaxStock&period=202611&orgUnit=ImspTQPwCqd"
curl -u kmensah:{{password:dhis2-password}} "$DHIS2_BASE/api/me"
export ORS_API_KEY={{ors}}
go run ./go/telemetry -tb-token {{alnum20:thingsboard-access-token}}
psql "postgresql://coldchain:{{password_url:postgres-password}}@pg.kittiwake.example.edu/coldchain" -c '\dt'
