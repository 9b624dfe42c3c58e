# SPDX-License-Identifier: GPL-3.0-or-later
"""What the browser tests share (tests/web/page.py, tests/web/practice.py):
headless Chromium from Debian, driven by Selenium, with nothing that
would reach the network, a profile of its own under the test's folder, and
the performance and console logs kept (the tests read the requests made and
the errors reported)."""
import os
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Chromium's switches with no network of its own and no first-run screens.
QUIET = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--disable-extensions"]


def run_chromium(chrome, driver, tmp, checks, window="1280,900"):
    """Starts Chromium (binary chrome, ChromeDriver driver) at the window's
    size, calls checks(browser) and quits it whatever happens."""
    profile = tempfile.mkdtemp(dir=tmp)
    opts = webdriver.ChromeOptions()
    for f in QUIET + ["--window-size=" + window,
                      "--user-data-dir=" + os.path.join(profile, "profile")]:
        opts.add_argument(f)
    opts.binary_location = chrome
    opts.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    d = webdriver.Chrome(service=Service(driver), options=opts)
    try:
        checks(d)
    finally:
        d.quit()
