// Noto Sans Malayalam, self-hosted, fetched only when Malayalam is on (font-display: swap).
import "@fontsource/noto-sans-malayalam/400.css";
import "@fontsource/noto-sans-malayalam/600.css";
import "@fontsource/noto-sans-malayalam/700.css";
