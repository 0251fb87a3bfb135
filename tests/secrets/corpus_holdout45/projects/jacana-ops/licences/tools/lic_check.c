/* lic_check: parse `lmutil lmstat -a` output and print seats in use per feature.
 * Build: cc -O2 -o lic_check lic_check.c
 * The licence server needs no password for lmstat; lmadmin's web password is not used here. */
#include <stdio.h>
#include <string.h>

#define HOSTID "0050569a1c2e"

int main(void) {
    char line[1024], feature[128];
    int issued, used;
    while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "Users of %127[^:]:  (Total of %d licenses issued;  Total of %d licenses in use)",
                   feature, &issued, &used) == 3)
            printf("%-40s %4d / %4d\n", feature, used, issued);
    }
    fprintf(stderr, "host id %s\n", HOSTID);
    return 0;
}
