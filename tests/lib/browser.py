# SPDX-License-Identifier: GPL-3.0-or-later
"""What the browser tests share (tests/web/*.py):
headless Chromium from Debian, driven by Selenium, with nothing that
would reach the network, a profile of its own under the test's folder, and
the performance and console logs kept (the tests read the requests made and
the errors reported)."""
import os
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Chromium's switches with no network of its own and no first-run screens.
QUIET = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--no-first-run", "--disable-default-apps", "--disable-extensions"]


# A phone as ChromeDriver's mobile emulation takes it: 390x844 CSS
# pixels (a common phone's), three device pixels to one, touch events, a
# phone's user agent.
PHONE = {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 3.0, "touch": True},
         "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                      "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"}


def run_chromium(chrome, driver, tmp, checks, window="1280,900", mobile=None):
    """Starts Chromium (binary chrome, ChromeDriver driver) at the window's
    size, or as the phone mobile describes (PHONE), calls checks(browser)
    and quits it whatever happens."""
    profile = tempfile.mkdtemp(dir=tmp)
    opts = webdriver.ChromeOptions()
    for f in QUIET + ["--window-size=" + window,
                      "--user-data-dir=" + os.path.join(profile, "profile")]:
        opts.add_argument(f)
    if mobile:
        opts.add_experimental_option("mobileEmulation", mobile)
    opts.binary_location = chrome
    opts.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    d = webdriver.Chrome(service=Service(driver), options=opts)
    try:
        checks(d)
    finally:
        d.quit()
