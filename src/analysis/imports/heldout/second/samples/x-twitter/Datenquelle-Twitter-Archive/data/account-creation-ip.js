window.YTD.account_creation_ip.part0 = [ ]
