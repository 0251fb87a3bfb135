tsunami connect dtn2.wigeon.example.nl set passphrase {{password:tsunami-shared-secret}} get eg123a_wb_no0001.vdif quit
tsunami connect localhost set passphrase kitten get test.bin quit
m5copy vbs://flexbuff-wig:2620/eg123a_wb* file://dtn2:2630/data/vlbi/incoming/EG123A/ -udt
