window.YTD.email_address_change.part0 = [ ]
