# BackupPC host override for the tide-gauge mirror (rsyncd transfer)
$Conf{XferMethod} = 'rsyncd';
$Conf{RsyncdUserName} = 'mirror-tide';
$Conf{RsyncdPasswd} = '{{password:rsyncd-password}}';
$Conf{RsyncShareName} = ['pasut'];
$Conf{CgiAdminUsers} = 'esaputra';
