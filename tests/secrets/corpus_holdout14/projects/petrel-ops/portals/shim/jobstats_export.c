/* Copies per-job GPU energy from the node exporters' table into XDMoD's staging schema. */
#include <stdio.h>
#include <stdlib.h>
#include <libpq-fe.h>

#define CONNINFO "host=db1.petrel.example.edu dbname=xdmod_staging user=jobstats " \
                 "password={{password:postgres-password}} sslmode=require"

int main(void)
{
    PGconn *conn = PQconnectdb(CONNINFO);
    if (PQstatus(conn) != CONNECTION_OK) {
        fprintf(stderr, "%s", PQerrorMessage(conn));
        PQfinish(conn);
        return EXIT_FAILURE;
    }
    PGresult *res = PQexec(conn, "CALL stage_gpu_energy(now() - interval '1 day')");
    PQclear(res);
    PQfinish(conn);
    return EXIT_SUCCESS;
}
