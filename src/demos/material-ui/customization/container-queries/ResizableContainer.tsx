import * as React from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { styled } from "@mui/material/styles";

const Price = styled("p")(({ theme }) => ({
  margin: 0,
  ...theme.typography.h6,
  [theme.containerQueries("product").down(400)]: {
    ...theme.typography.subtitle1,
  },
}));

export default function ResizableContainer() {
  const [width, setWidth] = React.useState(560);

  return (
    <Box sx={{ width: "100%" }}>
      <Typography id="product-container-width" variant="body2" gutterBottom>
        Container width: {width}px
      </Typography>
      <Slider
        aria-labelledby="product-container-width"
        min={240}
        max={760}
        step={20}
        value={width}
        onChange={(_event, value) => setWidth(value)}
        sx={{ maxWidth: 360, mb: 2 }}
      />
      <Box
        sx={{
          containerType: "inline-size",
          containerName: "product",
          width,
          maxWidth: "100%",
        }}
      >
        <Box
          sx={{
            display: "grid",
            gap: { xs: 1.5, "@sm/product": 3 },
            gridTemplateColumns: {
              xs: "1fr",
              "@400/product": "120px 1fr",
              "@sm/product": "180px 1fr auto",
            },
            alignItems: "center",
            p: { xs: 1.5, "@sm/product": 2.5 },
            border: 1,
            borderColor: "divider",
            borderRadius: 2,
          }}
        >
          <Box
            sx={{
              height: { xs: 96, "@400/product": 120 },
              borderRadius: 1,
              background: "linear-gradient(135deg, #26a69a, #1e88e5)",
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Chip
              label="In stock"
              color="success"
              size="small"
              sx={{ mb: 1 }}
            />
            <Typography variant="subtitle1" component="h3">
              Trail running backpack
            </Typography>
            <Typography
              variant="body2"
              sx={{
                color: "text.secondary",
                display: { xs: "none", "@400/product": "block" },
              }}
            >
              12 litres, two bottle pockets and a reflective strap.
            </Typography>
          </Box>
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 2,
              gridColumn: {
                xs: "auto",
                "@400/product": "1 / -1",
                "@sm/product": "auto",
              },
              flexDirection: { xs: "row", "@sm/product": "column" },
            }}
          >
            <Price>€89</Price>
            <Button variant="contained" size="small">
              Add to cart
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
