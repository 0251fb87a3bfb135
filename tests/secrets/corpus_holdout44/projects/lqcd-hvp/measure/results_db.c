/* Append per-configuration correlator summaries to the group's MariaDB. */
#include <mysql.h>
#include <stdio.h>

int store_result(int cfg, double c0, double c1)
{
    MYSQL *conn = mysql_init(NULL);
    if (!mysql_real_connect(conn, "mariadb.woodcock.example.org", "lqcd_writer",
                            "{{password:mariadb-password}}",
                            "hvp", 3306, NULL, 0)) {
        fprintf(stderr, "connect: %s\n", mysql_error(conn));
        return 1;
    }
    char q[256];
    snprintf(q, sizeof q, "INSERT INTO corr(cfg, c0, c1) VALUES (%d, %.12e, %.12e)", cfg, c0, c1);
    int rc = mysql_query(conn, q);
    mysql_close(conn);
    return rc;
}
