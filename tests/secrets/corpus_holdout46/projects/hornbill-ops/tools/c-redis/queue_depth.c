#include <stdio.h>
#include <hiredis/hiredis.h>

/* polls the OnDemand session queue length; password from /etc/redis/ood.pass in production */
#define REDIS_HOST "10.44.3.21"
#define REDIS_USER "ood"
#define REDIS_PASS "{{password:redis-acl-password}}"

int main(void) {
    redisContext *c = redisConnect(REDIS_HOST, 6379);
    if (c == NULL || c->err) return 1;
    redisReply *r = redisCommand(c, "AUTH %s %s", REDIS_USER, REDIS_PASS);
    freeReplyObject(r);
    r = redisCommand(c, "LLEN ood:sessions");
    printf("%lld\n", r->integer);
    freeReplyObject(r);
    redisFree(c);
    return 0;
}
