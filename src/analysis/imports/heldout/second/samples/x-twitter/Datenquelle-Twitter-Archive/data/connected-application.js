window.YTD.connected_application.part0 = [ ]
