window.YTD.ip_audit.part0 = [ ]
