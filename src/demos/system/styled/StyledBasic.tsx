import { styled } from '@mui/system';

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.5),
  marginRight: theme.spacing(1),
  borderRadius: theme.shape.borderRadius,
  fontSize: 14,
  border: '1px solid currentColor',
  [theme.breakpoints.up('sm')]: { fontSize: 15 },
}));

export default function StyledBasic() {
  return (
    <div>
      <Tag>Default tag</Tag>
      <Tag sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        With sx
      </Tag>
      <Tag as="strong" sx={{ border: 1, borderColor: 'primary.main' }}>
        Rendered as a strong element
      </Tag>
    </div>
  );
}
