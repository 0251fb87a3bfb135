#!/bin/sh
# service account for the cryo-EM offload (mc admin user svcacct add)
mc admin user svcacct add kfminio atanabe --access-key CHPS87Q4Z5ZKYD4PBFNI --secret-key "$SVC_SECRET" --policy ./cryoem-rw.json
mc admin user svcacct info kfminio Q3X7N1B8F2K9D5M0W4R6
